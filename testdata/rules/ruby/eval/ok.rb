def define_accessor(name)
  define_method(name) { instance_variable_get("@#{name}") }
  instance_eval { @name }
  eval("1 + 1")
end

def layout
  Erubi::Engine.new("<h1><%= title %></h1>").src
  Haml::Engine.new(File.read("app/views/layout.haml"))
end
