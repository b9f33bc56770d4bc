class ReportsController < ApplicationController
  before_action :set_report, only: [:show]
  ALLOWED = %w[name created_at].freeze

  def show
    Report.where("slug = '#{@slug}'") # want "ruby/sql-injection: .*cookies\\[:slug\\]"
  end

  def index
    col = sort_column
    Report.order("#{col} ASC") # want "ruby/sql-injection: .*params\\[:sort\\]"
    Report.order("#{safe_column} ASC")
    run_query(params[:q])
  end

  def constants
    h = { "a" => params[:a], "b" => "fixed" }
    Report.where("x = #{h['b']}")
    Report.where("x = #{h['a']}") # want "ruby/sql-injection"
    list = [params[:x], "ok"]
    system("echo #{list[1]}")
    system("echo #{list[0]}") # want "ruby/command-injection"
    v = params[:v]
    v = "constant"
    system("echo #{v}")
    w = params[:w]
    if 1 > 2
      system("echo #{w}")
    end
    num = 7
    w2 = num == 7 ? "safe" : params[:w2]
    system("echo #{w2}")
    mode = "a"
    case mode
    when "a" then z = "fixed"
    else z = params[:z]
    end
    system("echo #{z}")
  end

  def guards
    col = params[:col]
    return head(:bad_request) unless ALLOWED.include?(col)
    Report.order("#{col} DESC")
    id = params[:id]
    Report.where("id = #{id}") if id =~ /\A\d+\z/
    name = params[:name]
    if %w[a b].include?(name)
      system("ls #{name}")
    else
      system("ls #{name}") # want "ruby/command-injection"
    end
  end

  def escaping
    q = params[:q]
    system("grep #{Shellwords.escape(q)} log.txt")
    Report.where("name = '#{q.shellescape}'") # want "ruby/sql-injection"
    render html: ERB::Util.html_escape(q)
    render html: "<p>#{q}</p>" # want "ruby/xss"
    send_file File.join("/srv/files", File.basename(q))
    send_file File.join("/srv/files", q) # want "ruby/path-traversal"
    Report.where("id = #{q.to_i}")
    Report.where("name = ?", q)
    Report.where(name: q)
    Report.find_by_sql(["SELECT * FROM reports WHERE name = ?", q])
    Report.where(ActiveRecord::Base.sanitize_sql_array(["name = ?", q]))
    redirect_to report_path(q)
    redirect_to params[:return_to] # want "ruby/open-redirect"
  end

  def string_building
    s = "SELECT * FROM reports WHERE "
    s << "name = '" + params[:n] + "'"
    ActiveRecord::Base.connection.execute(s) # want "ruby/sql-injection"
    t = format("name = '%s'", params[:t])
    Report.where(t) # want "ruby/sql-injection"
    u = "name = '%s'" % params[:u].strip.downcase
    Report.where(u) # want "ruby/sql-injection"
    klass = params[:type].constantize # want "ruby/unsafe-reflection"
    Report.public_send(params[:m]) # want "ruby/unsafe-reflection"
    eval(request.query_string) # want "ruby/code-injection"
    params.each { |k, v| Report.where("#{k} = 1") } # want "ruby/sql-injection"
    klass
  end

  private

  def set_report
    @slug = cookies[:slug]
  end

  def sort_column
    params[:sort] || "name"
  end

  def safe_column
    ALLOWED.include?(params[:sort]) ? params[:sort] : "name"
  end

  def run_query(term)
    Report.where("title LIKE '%#{term}%'") # want "ruby/sql-injection: .*params\\[:q\\]"
  end
end
