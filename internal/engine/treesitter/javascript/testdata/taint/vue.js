// Vue: a component's options exported as the module's default, Vue
// Router's route (this.$route, useRoute()) as the page's URL, and the
// runtime compiler given a template built from it.
import Vue, { compile, defineComponent } from 'vue';
import { useRoute } from 'vue-router';
import DOMPurify from 'dompurify';

export default {
  name: 'Message',
  mounted() {
    this.$el.innerHTML = this.$route.query.msg; // want "xss: .*this..route.query"
    this.$refs.box.innerHTML = DOMPurify.sanitize(this.$route.query.msg);
    this.$refs.box.textContent = this.$route.params.id;
  },
  methods: {
    back() {
      window.location.href = this.$route.query.redirect; // want "open-redirect: .*this..route.query"
    },
  },
};

export const Search = defineComponent({
  setup() {
    const route = useRoute();
    const html = '<b>' + route.query.q + '</b>';
    document.getElementById('out').innerHTML = html; // want "xss: .*route.query"
    const view = compile('<p>' + route.hash + '</p>'); // want "code-injection: .*route.hash"
    const ok = Vue.compile('<p>{{ q }}</p>');
    return { view, ok };
  },
});
