defmodule Greeter do
  def greet(user) do
    unless user.admin do # want "elixir/unless-with-else"
      "hello"
    else
      "welcome back"
    end
  end
end
