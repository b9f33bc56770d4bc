pragma solidity 0.8.24;

contract LpOracle {
    ICurvePool public pool;

    function lpPrice() external view returns (uint256) {
        return pool.get_virtual_price(); // want "solidity/read-only-reentrancy"
    }
}
