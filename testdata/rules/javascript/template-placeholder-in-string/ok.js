function greet(user) {
  const cmd = "echo ${HOME}";
  const tpl = compile("Hello ${name}");
  return [`Hello ${user.name}, welcome back`, cmd, tpl, "costs $5"];
}
