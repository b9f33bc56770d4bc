pragma solidity 0.8.24;

contract Zap {
    IUniswapV2Router02 router;

    function zap(uint256 amountIn, address[] calldata path) external {
        router.swapExactTokensForTokens(amountIn, 0, path, msg.sender, block.timestamp); // want "solidity/no-slippage-limit"
    }
}

contract ZapV3 {
    ISwapRouter router;

    function zap(address tokenIn, address tokenOut, uint256 amountIn) external returns (uint256) {
        return router.exactInputSingle(ISwapRouter.ExactInputSingleParams({
            tokenIn: tokenIn,
            tokenOut: tokenOut,
            fee: 3000,
            recipient: msg.sender,
            deadline: block.timestamp,
            amountIn: amountIn,
            amountOutMinimum: 0, // want "solidity/no-slippage-limit"
            sqrtPriceLimitX96: 0
        }));
    }
}
