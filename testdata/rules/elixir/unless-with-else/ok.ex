defmodule Greeter do
  def greet(user) do
    if user.admin do
      "welcome back"
    else
      "hello"
    end
  end

  def warn(user) do
    unless user.admin do
      IO.puts("not an admin")
    end
  end
end
