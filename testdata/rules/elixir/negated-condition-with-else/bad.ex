defmodule Greeter do
  def greet(user) do
    if !user.admin do # want "elixir/negated-condition-with-else"
      "hello"
    else
      "welcome back"
    end
  end
end
