defmodule Users do
  def active_admins(users) do
    Enum.filter(users, &(&1.active and &1.admin))
  end

  def names(users) do
    users
    |> Enum.filter(& &1.active)
    |> Enum.map(& &1.name)
  end
end
