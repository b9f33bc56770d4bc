pragma solidity 0.8.24;

contract Router {
    IUniswapV2Pair public pair;

    function swapOut(uint256 amountIn) public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        return getAmountOut(amountIn, r0, r1);
    }

    function getPrice() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(block.timestamp - updatedAt < 1 hours);
        return uint256(answer);
    }
}
