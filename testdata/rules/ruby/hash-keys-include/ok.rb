def known?(settings, name)
  settings.key?(name)
end
