def recipients
  User.where(subscribed: true).map(&:email) # want "ruby/map-attribute-instead-of-pluck"
end
