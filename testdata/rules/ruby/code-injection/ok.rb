class CalcController < ApplicationController
  OPS = { "add" => :+, "sub" => :- }.freeze
  def show
    render plain: 1.public_send(OPS.fetch(params[:op]), 2).to_s
  end
end
