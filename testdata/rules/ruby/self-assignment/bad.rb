def initialize(name)
  name = name # want "ruby/self-assignment"
  @count = @count # want "ruby/self-assignment"
end
