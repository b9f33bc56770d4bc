Rails.application.routes.draw do
  resources :users
  match ':controller(/:action(/:id(.:format)))', via: [:get, :post] # want "ruby/default-routes"
  get ":controller/:action" # want "ruby/default-routes"
end
