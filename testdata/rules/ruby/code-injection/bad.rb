class CalcController < ApplicationController
  def show
    render plain: eval(params[:expr]).to_s # want "ruby/code-injection"
  end
end
