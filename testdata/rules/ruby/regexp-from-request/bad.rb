class SearchController < ApplicationController
  def index
    pattern = Regexp.new(params[:q]) # want "ruby/regexp-from-request"
    q = params[:term]
    @hits = Item.all.select { |i| i.name =~ /#{q}/ } # want "ruby/regexp-from-request"
  end
end
