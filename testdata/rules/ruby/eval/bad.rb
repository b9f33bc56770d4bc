def define_accessor(name)
  class_eval("def #{name}; @#{name}; end") # want "ruby/eval"
  eval(code) # want "ruby/eval"
end

def render_snippet(source, locals)
  Erubi::Engine.new(source).src # want "ruby/eval"
  Haml::Engine.new(source).render(Object.new, locals) # want "ruby/eval"
end
