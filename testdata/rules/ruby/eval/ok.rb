def define_accessor(name)
  define_method(name) { instance_variable_get("@#{name}") }
  instance_eval { @name }
  eval("1 + 1")
end
