import { getControlType } from '../../../domain/controls/registry';
import { clearFileTypeLimit, parseCustomFileTypes, setFileTypeLimit } from '../../../domain/designer/file-type-limit';
import { deepFreeze } from '../../fixtures/deep-freeze';

const upload = () => deepFreeze(getControlType(11)!.create('u'));

describe('file type limit', () => {
  test('custom types separated by 、 become dot extensions joined by commas', () => {
    expect(parseCustomFileTypes('doc、xls')).toEqual({ ok: true, value: '.doc,.xls' });
    expect(parseCustomFileTypes(' pdf ')).toEqual({ ok: true, value: '.pdf' });
    expect(parseCustomFileTypes('7z、mp4、、')).toEqual({ ok: true, value: '.7z,.mp4' });
  });

  test('a custom type is required', () => {
    expect(parseCustomFileTypes('')).toEqual({ ok: false, message: '请输入自定义限制的文件类型' });
    expect(parseCustomFileTypes('   ')).toEqual({ ok: false, message: '请输入自定义限制的文件类型' });
    expect(parseCustomFileTypes('、、')).toEqual({ ok: false, message: '请输入自定义限制的文件类型' });
  });

  test('only letters, digits and the separator 、 are allowed', () => {
    for (const bad of ['doc,xls', 'doc xls', '.doc', 'doc、x-ls', 'doc，xls', '文档']) {
      expect(parseCustomFileTypes(bad)).toEqual({ ok: false, message: '不同类型之间用、隔开' });
    }
  });

  test('a group of spec 9 sets accept to its extensions', () => {
    const result = setFileTypeLimit(upload(), 'archives');
    expect(result.ok && result.value.props).toMatchObject({ fileTypeGroup: 'archives', accept: '.rar,.zip,.7z,.gz,.arj,.z' });
  });

  test('custom file type replaces the custom option value', () => {
    const first = setFileTypeLimit(upload(), 'custom', 'doc、xls');
    if (!first.ok) throw new Error(first.message);
    expect(first.value.props).toMatchObject({ fileTypeGroup: 'custom', customFileTypes: 'doc、xls', accept: '.doc,.xls' });
    const second = setFileTypeLimit(first.value, 'custom', 'pdf');
    expect(second.ok && second.value.props).toMatchObject({ customFileTypes: 'pdf', accept: '.pdf' });
    // choosing a group afterwards drops the custom text
    const group = setFileTypeLimit(first.value, 'images');
    expect(group.ok && group.value.props.customFileTypes).toBeUndefined();
  });

  test('an invalid custom type is refused with the spec message and changes nothing', () => {
    expect(setFileTypeLimit(upload(), 'custom', 'doc,xls')).toEqual({ ok: false, message: '不同类型之间用、隔开' });
  });

  test('clearing the limit accepts any type', () => {
    const limited = setFileTypeLimit(upload(), 'images');
    if (!limited.ok) throw new Error(limited.message);
    expect(clearFileTypeLimit(limited.value).props).toEqual(expect.objectContaining({ accept: '' }));
    expect(clearFileTypeLimit(limited.value).props.fileTypeGroup).toBeUndefined();
  });
});
