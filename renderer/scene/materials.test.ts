import { describe, expect, it } from 'vitest';
import { BoxGeometry, Group, Mesh, MeshBasicMaterial, ShaderChunk, type WebGLProgramParametersWithUniforms } from 'three';
import { OverlayMaterials, castShadows, paintMaterial, partTintMaterial } from './materials.ts';

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

describe('overlay paints', () => {
  it('gives one paint per kind and colour, and knows its own', () => {
    const paints = new OverlayMaterials();
    const fill = paints.fill('#D55E00');
    expect(paints.fill('#D55E00')).toBe(fill);
    expect(paints.stroke('#D55E00')).not.toBe(fill);
    expect(fill.opacity).toBeLessThan(paints.stroke('#D55E00').opacity);
    expect(paints.has(fill)).toBe(true);
    expect(paints.has(new MeshBasicMaterial())).toBe(false);
    paints.dispose();
    expect(paints.has(fill)).toBe(false);
  });
});

describe('shadow casters', () => {
  it('lets the painted meshes cast, at any depth, and leaves the unlit marks without a shadow', () => {
    const figure = new Mesh(new BoxGeometry(), partTintMaterial());
    const house = new Mesh(new BoxGeometry(), paintMaterial());
    const halo = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
    const inner = new Group();
    inner.add(house);
    const root = new Group();
    root.add(figure, halo, inner);
    expect(castShadows(root)).toBe(root);
    expect([figure.castShadow, house.castShadow, halo.castShadow]).toEqual([true, true, false]);
  });
});
