class CalcController < ApplicationController
  def show
    render plain: eval(params[:expr]).to_s # want "ruby/code-injection"
  end
end

class PreviewsController < ApplicationController
  def show
    html = Haml::Engine.new(params[:template]).render # want "ruby/code-injection"
    src = Erubi::Engine.new(params[:body]).src # want "ruby/code-injection"
    render html: html
  end
end
