def initialize(name)
  @name = name
  @count ||= 0
end
