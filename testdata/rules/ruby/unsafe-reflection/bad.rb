class ExportsController < ApplicationController
  def create
    klass = params[:format].constantize # want "ruby/unsafe-reflection"
    @item.public_send(params[:attr]) # want "ruby/unsafe-reflection"
  end
end
