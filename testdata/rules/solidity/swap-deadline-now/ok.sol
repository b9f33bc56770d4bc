pragma solidity 0.8.24;

contract Zap {
    IUniswapV2Router02 router;

    function zap(uint256 amountIn, uint256 minOut, address[] calldata path, uint256 deadline) external {
        require(block.timestamp <= deadline);
        router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, deadline);
    }
}
