def known?(settings, name)
  settings.keys.include?(name) # want "ruby/hash-keys-include"
end
