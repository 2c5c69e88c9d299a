import { describe, expect, it } from 'vitest';
import { ShaderChunk, type WebGLProgramParametersWithUniforms } from 'three';
import { partTintMaterial } from './materials.ts';

describe('part-tint paint', () => {
  it('weights the instance colour by the tint mask in the vertex shader', () => {
    const material = partTintMaterial();
    const shader = { vertexShader: ShaderChunk.meshlambert_vert, fragmentShader: '', uniforms: {} } as unknown as WebGLProgramParametersWithUniforms;
    material.onBeforeCompile(shader, undefined as never);
    expect(shader.vertexShader).toContain('attribute float tintMask;');
    expect(shader.vertexShader).toContain('mix( vec3( 1.0 ), instanceColor.rgb, tintMask )');
    expect(shader.vertexShader).not.toContain('#include <color_vertex>');
  });
});
