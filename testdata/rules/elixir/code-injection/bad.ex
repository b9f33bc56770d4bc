defmodule Calc do
  def run(expression) do
    {result, _binding} = Code.eval_string(expression) # want "elixir/code-injection"
    result
  end

  def render(template, assigns) do
    EEx.eval_string(template, assigns: assigns) # want "elixir/code-injection"
  end
end
