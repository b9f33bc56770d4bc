Rails.application.routes.draw do
  resources :users, only: [:index, :show]
  get "reports/:id", to: "reports#show"
end
