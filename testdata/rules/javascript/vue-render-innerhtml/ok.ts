import { h } from 'vue';
import DOMPurify from 'dompurify';

export const Comment = {
  props: ['body'],
  render(this: { body: string }) {
    return h('div', { class: 'comment' }, this.body);
  },
};

export const Icon = {
  render() {
    return h('span', { innerHTML: '<svg viewBox="0 0 1 1"></svg>' });
  },
};

export const Safe = {
  render(this: { body: string }) {
    return h('div', { innerHTML: DOMPurify.sanitize(this.body) });
  },
};
