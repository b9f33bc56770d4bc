defmodule MyApp.Users do
  import Ecto.Query
  alias MyApp.Repo

  def find(name) do
    Repo.query("SELECT * FROM users WHERE name = $1", [name])
  end

  def by_name(name) do
    Repo.all(from u in "users", where: u.name == ^name, select: u.id)
  end

  def search(index, term) do
    Search.query(index, "title:#{term}")
  end
end
