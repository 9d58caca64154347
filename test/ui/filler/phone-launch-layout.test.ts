// Issue 20: the launch form in one column on a phone, and the accept attribute of file inputs.
import { layoutRows } from '../../../ui/filler/form-rows';
import { acceptAttributeOf } from '../../../ui/uploads/accept-attribute';
import { control } from '../../application/filler/forms';

const half = (id: string) => control(1, id, { config: { title: id, width: 50 } });

test('on a desktop half-width fields share a row; in one column (a phone) every field has its own row', () => {
  const controls = [half('a'), half('b'), control(1, 'c')];
  expect(layoutRows(controls).map((row) => row.map((c) => c.id))).toEqual([['a', 'b'], ['c']]);
  expect(layoutRows(controls, true).map((row) => row.map((c) => c.id))).toEqual([['a'], ['b'], ['c']]);
});

test('the accept attribute lists each allowed type once with its dot, keeps MIME types, and is absent for any file', () => {
  expect(acceptAttributeOf('.pdf,.jpg,.png')).toBe('.pdf,.jpg,.png');
  expect(acceptAttributeOf('pdf、JPG，.png .pdf')).toBe('.pdf,.jpg,.png');
  expect(acceptAttributeOf('image/*,.pdf')).toBe('image/*,.pdf');
  expect(acceptAttributeOf('')).toBeUndefined();
  expect(acceptAttributeOf(undefined)).toBeUndefined();
});
