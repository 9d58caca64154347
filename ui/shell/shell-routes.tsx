import type { FeatureContribution } from './feature-contribution';
import { lazyPage, page } from './lazy-page';

const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './home-page'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ './login-page'));

/** The shell's own pages: 首页 and 登录. */
export const shellContribution: FeatureContribution = {
  routes: [
    { path: '/home', title: '首页', layout: 'main', ...page(HomePage) },
    { path: '/login', title: '登录', layout: 'bare', ...page(LoginPage) },
  ],
};
