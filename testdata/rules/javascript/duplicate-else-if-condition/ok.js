if (status === 200) {
  ok();
} else if (status === 201) {
  created();
}
