class SearchController < ApplicationController
  def index
    pattern = Regexp.new(Regexp.escape(params[:q]))
    @hits = Item.all.select { |i| i.name =~ /#{Regexp.escape(params[:term])}/ }
    word = /#{WORDS.join("|")}/
  end
end
