require "pg"
require "open3"

# A string built by interpolation or concatenation and kept in a variable
# reaches the sink as surely as the literal written at the call.
class Reports
  def by_name(conn, name)
    q = "SELECT * FROM users WHERE name = '#{name}'"
    conn.exec(q) # want "ruby/sql-string-building"
    sql = "DELETE FROM reports WHERE owner = " + name
    ActiveRecord::Base.connection.execute(sql) # want "ruby/sql-string-building"
    where = "title LIKE '%%%s%%'" % name
    Report.where(where.strip) # want "ruby/sql-string-building"
    cond = "state = 'open'"
    cond += " AND owner = '#{name}'"
    Report.where(cond) # want "ruby/sql-string-building"
  end

  def archive(dir)
    cmd = "tar czf /tmp/archive.tgz #{dir}"
    system(cmd) # want "ruby/backtick-interpolation"
    out, _status = Open3.capture2(cmd) # want "ruby/backtick-interpolation"
    out
  end

  # Safe: placeholders, constants only, escaped values, values passed
  # apart from the text, and a built string that is only an argument of
  # another call.
  def safe(conn, name, dir)
    q = "SELECT * FROM users WHERE name = $1"
    conn.exec_params(q, [name])
    table = "users"
    conn.exec("SELECT count(*) FROM #{table}")
    cmd = "tar czf /tmp/archive.tgz #{Shellwords.escape(dir)}"
    system(cmd)
    system("tar", "czf", "/tmp/archive.tgz", dir)
    sql = "name = #{conn.escape_literal(name)}"
    Report.where(sql)
    label = "report for #{name}"
    path = File.join("/tmp", label)
    system(path.length.to_s)
    Report.where(title: label)
  end
end

class ThumbnailsController < ApplicationController
  def create
    name = File.basename(params[:file])
    send_file File.join("/srv/uploads", name)
    system("convert /srv/uploads/#{name} /srv/thumbs/#{name}.png") # want "ruby/command-injection"
  end
end

# A command held whole in a parameter or an unknown call's result runs as
# surely as one built from it; a constant command does not.
class Runner
  DEPLOY = "cap production deploy"

  def run(cmd, program)
    system(cmd) # want "ruby/backtick-interpolation"
    Open3.capture2e(command_for(program)) # want "ruby/backtick-interpolation"
    system(program, "--version") # want "ruby/backtick-interpolation"
    system(DEPLOY)
    system("git", "pull", "--ff-only")
    fixed = "make build"
    system(fixed)
  end
end

# Text built from a parameter is a string, not the parameters hash: an
# object made from it is not mass-assigned.
class WebhooksController < ApplicationController
  def create
    url = "https://#{params[:host]}/hooks"
    Webhook.new(url)
    Webhook.new("callback:" + params[:name])
    User.new(params[:user]) # want "ruby/mass-assignment"
  end
end
