import axios from 'axios';

export default {
  Mutation: {
    async refresh(_parent, { feed }) {
      return (await axios.get(feed)).data; // want "ssrf"
    },
  },
};
