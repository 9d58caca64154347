/** @jest-environment jest-fixed-jsdom */
// Issue 27, 签名 (moduleId 26): the applicant draws with the mouse or a finger (pointer events); the drawing
// becomes the value, stored as an image file where the storage service is there; read-only shows the picture.
import './message-channel';
import 'reflect-metadata';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Container } from 'inversify';
import { of } from 'rxjs';
import { StorageApi } from '../../../application/ports/storage-api';
import { ControlView } from '../../../ui/controls/control-view';
import { preloadAllControlComponents } from '../../../ui/controls/registry';
import { ContainerProvider } from '../../../ui/hooks/container-context';
import { control } from '../../application/filler/forms';

beforeAll(() => preloadAllControlComponents());

const signature = control(26 as never, 'sign', { config: { title: '领用人签名', required: true } });

function draw(pad: HTMLElement, pointerType: 'mouse' | 'touch') {
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, pointerType, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType, clientX: 40, clientY: 30 });
}

test('签名 pad: a stroke with the mouse or a finger gives a PNG data URL; 清除 empties it', () => {
  const onChange = jest.fn();
  render(<App><ControlView control={signature} value="" mode="fill" onChange={onChange} /></App>);
  const pad = screen.getByRole('img', { name: '领用人签名' });
  draw(pad, 'mouse');
  expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
  draw(pad, 'touch');
  expect(onChange).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByRole('button', { name: '清 除' }));
  expect(onChange).toHaveBeenLastCalledWith('');
});

test('签名 is stored as an image file through the storage service: the value becomes file:<id>', async () => {
  jest.useFakeTimers();
  const upload = jest.fn(() => of({ type: 'done' as const, fileId: 'f-9' }));
  const container = new Container();
  container.bind(StorageApi).toConstantValue({ upload, fileLink: (id: string) => `/api/storage/get_file?_id=${id}` } as unknown as StorageApi);
  const onChange = jest.fn();
  render(<ContainerProvider container={container}><App><ControlView control={signature} value="" mode="fill" onChange={onChange} /></App></ContainerProvider>);
  draw(screen.getByRole('img', { name: '领用人签名' }), 'mouse');
  await act(async () => { jest.advanceTimersByTime(1000); });
  jest.useRealTimers();
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  expect(upload).toHaveBeenCalledWith(expect.any(Blob), '领用人签名.png');
  expect(onChange).toHaveBeenLastCalledWith('file:f-9');
});

test('签名 read-only shows the stored picture', () => {
  const container = new Container();
  container.bind(StorageApi).toConstantValue({ fileLink: (id: string) => `/api/storage/get_file?_id=${id}` } as unknown as StorageApi);
  render(<ContainerProvider container={container}><App><ControlView control={signature} value="file:f-9" mode="readonly" /></App></ContainerProvider>);
  expect(screen.getByRole('img', { name: '领用人签名' })).toHaveAttribute('src', '/api/storage/get_file?_id=f-9');
});
