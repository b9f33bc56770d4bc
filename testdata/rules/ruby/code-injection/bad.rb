class CalcController < ApplicationController
  def show
    render plain: eval(params[:expr]).to_s # want "ruby/code-injection"
  end
end

class PreviewController < ApplicationController
  def create
    html = Erubis::Eruby.new(params[:template]).result(binding) # want "ruby/code-injection"
    render html: html
  end
end
