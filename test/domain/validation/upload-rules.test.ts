import {
  checkAttachmentFile, checkAttachmentValue, checkEditorImages, checkEditorTableSize, checkImageUpload, checkPastedFile,
} from '../../../domain/validation/upload-rules';
import { validateField } from '../../../domain/validation/validate-field';
import { control } from './fixtures';

const MB = 1024 * 1024;

describe('attachments (spec 5 "Attachments")', () => {
  it('the type must be in accept: 不支持上传该类型附件', () => {
    const upload = control(11, { accept: '.doc,.xls' }, { isPrint: false });
    expect(checkAttachmentFile(upload, { name: 'a.pdf' })).toBe('不支持上传该类型附件');
    expect(checkAttachmentFile(upload, { name: 'A.DOC' })).toBeUndefined();
  });

  it('the size must be under limitFileSize MB: 上传文件大小不能超过 {n}MB!', () => {
    const upload = control(11, { limitFileSize: 2 }, { isPrint: false });
    expect(checkAttachmentFile(upload, { name: 'a.pdf', size: 2 * MB })).toBe('上传文件大小不能超过 2MB!');
    expect(checkAttachmentFile(upload, { name: 'a.pdf', size: 2 * MB - 1 })).toBeUndefined();
  });

  it('the count is limited: 最多只能上传 {n} 个附件!', () => {
    const upload = control(11, { maxNum: 2 }, { isPrint: false });
    expect(checkAttachmentFile(upload, { name: 'a.pdf' }, 2)).toBe('最多只能上传 2 个附件!');
    expect(checkAttachmentValue(upload, { attachments: ['1', '2', '3'], fileList: ['a', 'b', 'c'] })).toBe('最多只能上传 2 个附件!');
    expect(checkAttachmentValue(upload, { attachments: ['1', '2'], fileList: ['a', 'b'] })).toBeUndefined();
  });

  it('attachments taking part in printing must be image formats', () => {
    const upload = control(11, {}, { isPrint: true });
    expect(checkAttachmentFile(upload, { name: 'a.pdf' })).toBe('附件参与打印格式只能为jpg、jpeg、png、gif、bmp、psd、tif');
    expect(checkAttachmentFile(upload, { name: 'a.png' })).toBeUndefined();
  });

  it('a submitted attachment value is checked by validateField', () => {
    const upload = control(11, { accept: '.png' }, { required: true });
    expect(validateField(upload, { attachments: ['1'], fileList: ['a.exe'] })).toBe('不支持上传该类型附件');
  });
});

describe('image upload (spec 5 "Image upload")', () => {
  it('maximum per file is 15 MB by default: 图片不能大于{n}M', () => {
    expect(checkImageUpload([{ name: 'a.png', size: 15 * MB + 1 }], 0)).toBe('图片不能大于15M');
    expect(checkImageUpload([{ name: 'a.png', size: 15 * MB }], 0)).toBeUndefined();
    expect(checkImageUpload([{ name: 'a.png', size: 3 * MB }], 0, { maxSizeMb: 2 })).toBe('图片不能大于2M');
  });

  it('per-batch limit: 单次最多只允许上传{n}张图片', () => {
    expect(checkImageUpload([{ name: 'a.png' }, { name: 'b.png' }, { name: 'c.png' }], 0, { batchLimit: 2 })).toBe('单次最多只允许上传2张图片');
  });

  it('total limit: 一共只允许上传{n}张图片', () => {
    expect(checkImageUpload([{ name: 'a.png' }, { name: 'b.png' }], 4, { totalLimit: 5 })).toBe('一共只允许上传5张图片');
    expect(checkImageUpload([{ name: 'a.png' }], 4, { totalLimit: 5 })).toBeUndefined();
  });
});

describe('editor image upload (spec 5 "Editor image upload")', () => {
  it('extensions jpg jpeg png bmp gif webp', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'webp']) expect(checkEditorImages([{ name: `a.${ext}` }])).toBeUndefined();
    expect(checkEditorImages([{ name: 'a.tif' }])).toBe('a.tif 不是图片格式');
  });

  it('each image is at most 5 MB', () => {
    expect(checkEditorImages([{ name: 'a.png', size: 5_242_880 }])).toBeUndefined();
    expect(checkEditorImages([{ name: 'a.png', size: 5_242_881 }])).toBe('a.png 大于 5M');
  });

  it('default maximum count per upload is 10000', () => {
    expect(checkEditorImages(Array.from({ length: 10001 }, () => ({ name: 'a.png' })))).toBe('单次最多只允许上传10000张图片');
  });

  it('table insert needs positive rows and columns', () => {
    expect(checkEditorTableSize(2, 3)).toBeUndefined();
    expect(checkEditorTableSize(0, 3)).toBe('表格的行数和列数必须为正整数');
  });

  it('a file pasted into the textarea-with-upload must be an image', () => {
    expect(checkPastedFile({ name: 'a.txt', type: 'text/plain' })).toBe('请上传图片');
    expect(checkPastedFile({ name: 'a.png', type: 'image/png' })).toBeUndefined();
  });
});
