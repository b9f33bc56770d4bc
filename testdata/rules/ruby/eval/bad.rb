def define_accessor(name)
  class_eval("def #{name}; @#{name}; end") # want "ruby/eval"
  eval(code) # want "ruby/eval"
end
