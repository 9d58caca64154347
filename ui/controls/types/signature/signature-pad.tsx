import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from 'antd';
import './signature-pad.css';

export interface SignaturePadProps {
  /** The signature drawn so far as a PNG data URL, or undefined once cleared. */
  readonly onChange: (dataUrl: string | undefined) => void;
  /** The pad's accessible name (签名 / the control's title). */
  readonly label?: string;
  readonly height?: number;
  readonly disabled?: boolean;
}

/**
 * A handwritten signature pad: one canvas drawn with the finger, a pen or the mouse (pointer events; touch
 * does not scroll the page while drawing). Each finished stroke hands the drawing on as a PNG data URL;
 * 清除 starts over. Shared by the 签名 control and the approve dialog of a node that asks for a signature.
 */
export default function SignaturePad({ onChange, label = '签名', height = 160, disabled = false }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);

  // Sharp lines on high-density screens: the bitmap has device pixels, the drawing uses CSS pixels.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.max(1, element.clientWidth) * ratio;
    element.height = height * ratio;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1f1f1f';
  }, [height]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context?.beginPath();
    context?.moveTo(x, y);
    // A tap leaves a dot.
    context?.lineTo(x + 0.1, y + 0.1);
    context?.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const { x, y } = point(event);
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(x, y);
    context?.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setEmpty(false);
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setEmpty(true);
    onChange(undefined);
  };

  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        className="signature-pad-canvas"
        style={{ height }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      {empty && <span className="signature-pad-hint">请在此处手写签名</span>}
      <Button size="small" className="signature-pad-clear" disabled={disabled || empty} onClick={clear}>清除</Button>
    </div>
  );
}
