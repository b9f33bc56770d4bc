# SQL text built in steps with String#<< from a method's parameters is
# the one-expression concatenation spread over lines; each twin appends
# only constants and placeholders and binds the values.
class OwnerSearch
  def initialize(conn)
    @conn = conn
  end

  def by_name(last_name, city)
    sql = +"SELECT * FROM owners WHERE 1=1"
    sql << " AND city = '" + city + "'" if city
    sql << " AND last_name = '#{last_name}'"
    @conn.exec(sql) # want "ruby/sql-string-building"
  end

  def by_name_bound(last_name, city)
    sql = +"SELECT * FROM owners WHERE last_name = $1"
    args = [last_name]
    if city
      sql << " AND city = $2"
      args << city
    end
    sql << " ORDER BY last_name"
    @conn.exec_params(sql, args)
  end

  def by_city(city)
    sql = format("SELECT * FROM owners WHERE city = '%s'", city)
    @conn.exec(sql) # want "ruby/sql-string-building"
  end

  def by_city_bound(city)
    sql = format("SELECT * FROM %s WHERE city = $1", "owners")
    @conn.exec_params(sql, [city])
  end

  def delete(id)
    # "... = " << id is "... = " + id
    sql = "DELETE FROM owners WHERE id = "
    sql << id
    @conn.exec(sql) # want "ruby/sql-string-building"
  end
end
