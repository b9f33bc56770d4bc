defmodule Users do
  def active_admins(users) do
    users
    |> Enum.filter(& &1.active)
    |> Enum.filter(& &1.admin) # want "elixir/filter-filter"
  end
end
