import { h } from 'vue';

export const Comment = {
  props: ['body'],
  render() {
    return h('div', { class: 'comment', innerHTML: this.body }); // want "vue-render-innerhtml"
  },
};

export const Legacy = {
  render(createElement) {
    return createElement('div', { domProps: { innerHTML: this.message } }); // want "vue-render-innerhtml"
  },
};
