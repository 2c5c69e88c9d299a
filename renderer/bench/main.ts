import { mount } from 'svelte';
import BenchApp from './BenchApp.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('the bench page has no #app element');
mount(BenchApp, { target });
