# Rails 2 and 3 finder options put their strings into the SQL as written;
# an array with placeholders or a hash of conditions is bound.
class ReportsController < ApplicationController
  def index
    @users = User.find(:all, conditions: "name = '#{params[:name]}'") # want "ruby/sql-injection"
    @posts = Post.all(:order => params[:sort]) # want "ruby/sql-injection"
    @count = Post.count(:conditions => "state = '#{params[:state]}'") # want "ruby/sql-injection"
    @first = User.find(:first, conditions: ["name = ?", params[:name]])
    @same = User.find(:first, conditions: { name: params[:name] })
    @limited = Post.all(limit: params[:limit].to_i)
  end

  def search(term)
    Post.find(:all, conditions: "title LIKE '%#{term}%'") # want "ruby/sql-string-building"
  end
end
