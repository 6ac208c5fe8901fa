import CCairo
import LayoutRender
