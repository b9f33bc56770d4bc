function newApiKey() {
  let key = '';
  for (let i = 0; i < 32; i++) key += 'abcdef0123456789'[Math.floor(Math.random() * 16)]; // want "insecure-random: .*newApiKey"
  return key;
}
module.exports = newApiKey;
