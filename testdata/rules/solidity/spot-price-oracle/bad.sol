pragma solidity 0.8.24;

contract Lending {
    IUniswapV2Pair public pair;
    IUniswapV3Pool public pool;

    function getPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves(); // want "solidity/spot-price-oracle"
        return uint256(r1) * 1e18 / r0;
    }

    function collateralValue(uint256 amount) public view returns (uint256) {
        (uint160 sqrtPriceX96, , , , , , ) = pool.slot0(); // want "solidity/spot-price-oracle"
        return amount * uint256(sqrtPriceX96) ** 2 >> 192;
    }
}
