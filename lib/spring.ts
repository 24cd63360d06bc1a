/**
 * A spring as a CSS `linear()` easing, so letters can spring in with the Web Animations API
 * and no animation library: simulates x'' = -stiffness·(x - 1) - damping·x' (mass 1) from rest at 0.
 */
export function springEasing({ stiffness, damping }: { stiffness: number; damping: number }) {
  const step = 1 / 240;
  const samples: number[] = [];
  let x = 0;
  let velocity = 0;
  let time = 0;
  // Run until the spring has settled (within 0.1 % and nearly still).
  while (time < 3 && !(time > 0.05 && Math.abs(1 - x) < 0.001 && Math.abs(velocity) < 0.01)) {
    samples.push(x);
    const acceleration = -stiffness * (x - 1) - damping * velocity;
    velocity += acceleration * step;
    x += velocity * step;
    time += step;
  }
  samples.push(1);
  const points = samples.filter((_, index) => index % 4 === 0 || index === samples.length - 1);
  return {
    easing: `linear(${points.map((point) => point.toFixed(3)).join(", ")})`,
    duration: Math.round(time * 1000),
  };
}
