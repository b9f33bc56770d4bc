Rails.application.configure do
  config.hosts << "shop.example.com"
  config.hosts << /.*\.shop\.example\.com/
end
