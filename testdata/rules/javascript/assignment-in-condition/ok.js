if (status === 200) {
  ok();
}
while ((m = re.exec(s)) !== null) { use(m); }
if ((match = re.exec(s))) {}
