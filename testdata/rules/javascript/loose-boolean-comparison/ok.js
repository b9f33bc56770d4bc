if (input === "") { empty(); }
if (flag) { run(); }
if (value == null) { reset(); }
if (kind == "user") { show(); }
